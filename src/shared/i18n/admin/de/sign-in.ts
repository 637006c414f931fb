import type { SignInWords } from "../en/sign-in.ts";

export const signIn: SignInWords = {};
