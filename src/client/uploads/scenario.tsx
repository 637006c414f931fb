/**
 * A page with the upload component alone, in the configurations the form uses, for the browser
 * test (e2e/uploads.test.ts) and the benchmark (bench/downscale.ts). `?errors` adds form-level errors.
 */
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { MEGABYTE } from "../../shared/limits.ts";
import { downscaleImage, downscaleOnMainThread } from "./downscale-image.ts";
import { FileUpload, type UploadedFile } from "./FileUpload.tsx";
import { decodeImage, makeNoisePng, makePhoto, startHeartbeat } from "./scenario-tools.ts";

/** What the test and the benchmark reach from the page. */
export interface UploadsScenarioHandle {
  /** The files each field would hand to the form, by input id. */
  files: Record<string, UploadedFile[]>;
  downscaleImage: typeof downscaleImage;
  downscaleOnMainThread: typeof downscaleOnMainThread;
  makePhoto: typeof makePhoto;
  makeNoisePng: typeof makeNoisePng;
  decodeImage: typeof decodeImage;
  startHeartbeat: typeof startHeartbeat;
}

declare global {
  interface Window {
    uploadsScenario: UploadsScenarioHandle;
  }
}

const handle: UploadsScenarioHandle = {
  files: {},
  downscaleImage,
  downscaleOnMainThread,
  makePhoto,
  makeNoisePng,
  decodeImage,
  startHeartbeat,
};
window.uploadsScenario = handle;

function useField(id: string) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  handle.files[id] = files;
  return { files, onChange: setFiles };
}

function UploadsScenario() {
  const withFormErrors = new URLSearchParams(window.location.search).has("errors");
  const [processing, setProcessing] = useState(false);
  const artworkImages = useField("artwork-images");
  const proof = useField("proof-documents");
  const artwork = useField("artwork-image");
  // Unmounting a field (a collapsed section) must free its thumbnails and keep its files.
  const [showArtwork, setShowArtwork] = useState(true);

  return (
    <main>
      <h1>Upload fields</h1>
      <p role="status">{processing ? "Preparing files…" : ""}</p>
      <FileUpload
        id="artwork-images"
        label="Artwork images"
        kind="image"
        maxCount={3}
        maxSize={MEGABYTE}
        onProcessingChange={setProcessing}
        {...artworkImages}
      />
      {withFormErrors && (
        <p className="file-upload__error" id="proof-documents-error">
          <span className="file-upload__visually-hidden">Error: </span>Please upload proof of registration.
        </p>
      )}
      <FileUpload
        id="proof-documents"
        label="Proof of registration"
        kind="document"
        maxCount={10}
        maxSize={2 * MEGABYTE}
        errorIds={withFormErrors ? "proof-documents-error" : undefined}
        invalid={withFormErrors}
        {...proof}
      />
      <label>
        <input
          type="checkbox"
          checked={showArtwork}
          onChange={(event) => setShowArtwork(event.currentTarget.checked)}
        />{" "}
        Show the artwork image field
      </label>
      {showArtwork && <FileUpload id="artwork-image" label="Artwork image" kind="image" maxCount={1} {...artwork} />}
      <label htmlFor="notes">Notes</label>
      <textarea id="notes" rows={3} />
    </main>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <UploadsScenario />
    </StrictMode>,
  );
}
