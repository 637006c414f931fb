/** POSTs a multipart body with the CSRF header, reporting upload progress (which fetch cannot). */

export interface Answer {
  status: number;
  body: unknown;
}

export class NetworkError extends Error {}

export function postMultipart(
  url: string,
  body: FormData,
  csrfToken: string,
  onProgress?: (loaded: number, total: number) => void,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("X-CSRF-Token", csrfToken);
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress)
      request.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
    request.addEventListener("load", () => {
      let parsed: unknown = null;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        parsed = request.responseText;
      }
      resolve({ status: request.status, body: parsed });
    });
    const fail = (what: string) => () => reject(new NetworkError(`${what} while sending to ${url}.`));
    request.addEventListener("error", fail("The connection failed"));
    request.addEventListener("abort", fail("The request was aborted"));
    request.addEventListener("timeout", fail("The request timed out"));
    request.send(body);
  });
}
