/**
 * The address of a request as the log may keep it. A status page's address is its key (whoever has
 * it sees the application and may withdraw it), and logs travel further than the database: the
 * token is replaced, whatever follows it is kept.
 */
const STATUS_TOKEN_IN_PATH = /^\/status\/(?!link(?:[/?#]|$))[^/?#]+/;

export function loggedUrl(url: string): string {
  return url.replace(STATUS_TOKEN_IN_PATH, "/status/<token>");
}
