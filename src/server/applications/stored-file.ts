/** A file of an application as the file store and the database know it. */
export interface StoredFile {
  /** Dotted path of the file record in the form, e.g. `artists.0.artworks.2` or `proof.1`. */
  recordPath: string;
  /** The applicant's file name, cleaned (no folders, no control characters). */
  originalName: string;
  size: number;
  /** Judged by the file's bytes, never by its name. */
  contentType: string;
  sha256: string;
  /** The object's name in the file store; generated, never the applicant's. */
  storageKey: string;
  /** A PDF with JavaScript or a program launch: kept, and flagged in the back office (absent: no). */
  activeContent?: boolean;
}
