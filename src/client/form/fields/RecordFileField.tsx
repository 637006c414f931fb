/** The one image of an artwork or gallery picture: its record at `recordPath` holds the file. */
import { memo, useCallback, useMemo } from "react";
import { t } from "../../words.tsx";
import { withFile } from "../client-form.ts";
import { errorIdOf } from "../field-ids.ts";
import { FileUpload, type UploadedFile } from "../file-upload.ts";
import { useFieldErrors, useFormContext, usePreparingReporter, useValue } from "../state/hooks.ts";
import { FieldError } from "./FieldError.tsx";

type RecordWithFile = { filename: string; size: number; file?: UploadedFile };

export const RecordFileField = memo(function RecordFileField({
  recordPath,
  label,
  listLabel,
  required,
}: {
  recordPath: string;
  label: string;
  /** The file list's name, telling this record from the others with the same label ("Image of artwork 2 of artist 1"). */
  listLabel: string;
  required?: boolean;
}) {
  const { form, config } = useFormContext();
  const id = `${recordPath}.file`;
  const file = useValue<UploadedFile | undefined>(id);
  const files = useMemo(() => (file ? [file] : []), [file]);
  const errors = useFieldErrors(id);
  const onProcessingChange = usePreparingReporter();
  const onChange = useCallback(
    (next: UploadedFile[]) => form.update<RecordWithFile>(recordPath, (record) => withFile(record, next[0])),
    [form, recordPath],
  );
  return (
    <div className={`field${errors ? " field--error" : ""}`}>
      <FieldError fieldId={id} messages={errors} />
      <FileUpload
        id={id}
        label={required ? t("form.labelRequired", { label }) : label}
        listLabel={listLabel}
        kind="image"
        maxCount={1}
        maxSize={config.uploadLimits.maxFileBytes}
        files={files}
        onChange={onChange}
        errorIds={errors ? errorIdOf(id) : undefined}
        invalid={Boolean(errors)}
        onProcessingChange={onProcessingChange}
      />
    </div>
  );
});
