/**
 * Decision letters as the back office asks for them: templates, previews, the outbox of letters;
 * their addresses, cache keys and what a change makes stale. (The mail outbox, mail.ts, marks the
 * letters stale when mail is tried again; a letter sent makes the mail stale through its hook.)
 */

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { noContent } from "../../../shared/api/applications.ts";
import {
  type LetterDecision,
  type LetterTextBody,
  letter,
  letterPreview,
  lettersAnswer,
  lettersPrepared,
  letterTemplate,
  type SendAnswer,
  type SendLettersBody,
  sendAnswer,
} from "../../../shared/api/letters.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSendAnswer } from "./send-json.ts";

type LetterState = "pending" | "queued" | "sent" | "failed";

const templatePath = (edition: string, decision: LetterDecision) =>
  `/admin/api/editions/${encodeURIComponent(edition)}/letters/${decision}`;

export const lettersKeys = {
  all: ["letters"] as const,
  ofEdition: (edition: string) => [...lettersKeys.all, edition] as const,
  list: (edition: string, state: LetterState) => [...lettersKeys.ofEdition(edition), state] as const,
  templates: (edition: string, decision: LetterDecision) => ["letter-template", edition, decision] as const,
  template: (edition: string, decision: LetterDecision, language: Language | null) =>
    [...lettersKeys.templates(edition, decision), language] as const,
  preview: (edition: string, decision: LetterDecision, language: Language | null, application: string, text: string) =>
    ["letter-preview", edition, decision, language, application, text] as const,
};

export const lettersQuery = (edition: string, state: LetterState, enabled = true) =>
  queryOptions({
    queryKey: lettersKeys.list(edition, state),
    queryFn: ({ signal }) =>
      getAnswer(`/admin/api/letters?edition=${encodeURIComponent(edition)}&state=${state}`, lettersAnswer, signal),
    enabled: enabled && Boolean(edition),
  });

/** `?language=<code>` (`&…` after another parameter), nothing for the edition's default template. */
const onlyIn = (language: Language | null, joiner = "?") => (language ? `${joiner}language=${language}` : "");

export const letterTemplateQuery = (edition: string, decision: LetterDecision, language: Language | null) =>
  queryOptions({
    queryKey: lettersKeys.template(edition, decision, language),
    queryFn: ({ signal }) => getAnswer(`${templatePath(edition, decision)}${onlyIn(language)}`, letterTemplate, signal),
  });

/** The letter as one application would receive it; asked again when the saved template changes (`text`). */
export const letterPreviewQuery = (
  edition: string,
  decision: LetterDecision,
  language: Language | null,
  application: string,
  text: string,
) =>
  queryOptions({
    queryKey: lettersKeys.preview(edition, decision, language, application, text),
    queryFn: ({ signal }) =>
      getAnswer(
        `${templatePath(edition, decision)}/preview?application=${encodeURIComponent(application)}${onlyIn(language, "&")}`,
        letterPreview,
        signal,
      ),
    enabled: Boolean(application),
  });

/** Saving one language's template: every template of the decision goes stale (each lists which are written). */
export function useSaveTemplate(
  edition: string,
  decision: LetterDecision,
  language: Language | null,
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (text: { subject: string; body: string }) =>
      send("PUT", `${templatePath(edition, decision)}${onlyIn(language)}`, letterTemplate, text),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lettersKeys.templates(edition, decision) });
      onSaved();
    },
  });
}

/** A letter for each decision without one: the edition's letters go stale. */
export function usePrepareLetters(edition: string, onPrepared: (prepared: number) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: () =>
      send("POST", `/admin/api/editions/${encodeURIComponent(edition)}/letters/prepare`, lettersPrepared, {}),
    onSuccess: async (answer) => {
      onPrepared(answer.prepared);
      await queryClient.invalidateQueries({ queryKey: lettersKeys.ofEdition(edition) });
    },
  });
}

/** Sending letters: `onSent` is told what happened, then the edition's letters (and `alsoStale`) go stale. */
export function useSendLetters(
  edition: string,
  onSent: (answer: SendAnswer) => void,
  alsoStale: () => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: SendLettersBody) => send("POST", "/admin/api/letters/send", sendAnswer, body),
    onSuccess: async (answer) => {
      onSent(answer);
      await Promise.all([queryClient.invalidateQueries({ queryKey: lettersKeys.ofEdition(edition) }), alsoStale()]);
    },
  });
}

/** Editing a pending letter's text: the edition's letters go stale. */
export function useEditLetter(edition: string, letterId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (text: LetterTextBody) =>
      send("PATCH", `/admin/api/letters/${encodeURIComponent(letterId)}`, letter, text),
    onSuccess: async () => {
      onSaved();
      await queryClient.invalidateQueries({ queryKey: lettersKeys.ofEdition(edition) });
    },
  });
}

/** Discarding a pending letter (the next "prepare" makes it again). */
export function useDiscardLetter(edition: string, letterId: string) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: () => send("DELETE", `/admin/api/letters/${encodeURIComponent(letterId)}`, noContent),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lettersKeys.ofEdition(edition) });
    },
  });
}
