/** The one place the form imports the upload component from (built in src/client/uploads). */
export { FileUpload, type UploadedFile } from "../uploads/FileUpload.tsx";
export { uploadHint } from "../uploads/upload-hint.ts";
