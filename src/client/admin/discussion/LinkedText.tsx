/**
 * A comment as typed: text nodes and, for http and https addresses, anchors. Never HTML: whatever
 * the comment holds is shown as characters.
 */
import { linkParts } from "../../../shared/discussion.ts";

export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, i) =>
        "href" in part ? (
          <a key={i} href={part.href} rel="noopener noreferrer nofollow" target="_blank">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
