/** The pages before signing in: sign-in, the second step's code, forgotten and new passwords (server-rendered). */
export const signIn = {};

export type SignInWords = Record<keyof typeof signIn, string>;
