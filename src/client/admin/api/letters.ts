/** Decision letters as the back office asks for them: addresses, cache keys, what goes stale. */
export const lettersKeys = {
  all: ["letters"] as const,
};
