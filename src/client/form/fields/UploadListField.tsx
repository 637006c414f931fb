/** A list of files (renderings, additional files, proof) bound to one list path of the form. */
import { memo, useCallback, useMemo } from "react";
import type { FileKind } from "../../../shared/limits.ts";
import { type ClientFileRecord, recordOf } from "../client-form.ts";
import { errorIdOf } from "../field-ids.ts";
import { FileUpload, type UploadedFile, uploadHint } from "../file-upload.ts";
import { useFieldErrors, useFormContext, usePreparingReporter, useValue } from "../state/hooks.ts";
import { FieldError } from "./FieldError.tsx";

export const UploadListField = memo(function UploadListField(props: {
  path: string;
  label: string;
  kind: FileKind;
  maxCount: number;
  hint?: string;
}) {
  const { path, label, kind, maxCount } = props;
  const { form, config } = useFormContext();
  const records = useValue<ClientFileRecord[] | undefined>(path);
  const files = useMemo(() => (records ?? []).flatMap((r) => (r.file ? [r.file] : [])), [records]);
  const errors = useFieldErrors(path);
  const onChange = useCallback((next: UploadedFile[]) => form.set(path, next.map(recordOf)), [form, path]);
  const maxSize = config.uploadLimits.maxFileBytes;
  const limits = uploadHint({ kind, maxCount, maxSize });
  const onProcessingChange = usePreparingReporter();
  return (
    <div className={`field${errors ? " field--error" : ""}`}>
      <FieldError fieldId={path} messages={errors} />
      <FileUpload
        id={path}
        label={label}
        hint={props.hint ? `${props.hint} ${limits}` : limits}
        kind={kind}
        maxCount={maxCount}
        maxSize={maxSize}
        files={files}
        onChange={onChange}
        errorIds={errors ? errorIdOf(path) : undefined}
        invalid={Boolean(errors)}
        onProcessingChange={onProcessingChange}
      />
    </div>
  );
});
