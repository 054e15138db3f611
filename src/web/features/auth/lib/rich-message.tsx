import { Fragment, type ReactNode } from "react";

const MARK = "\u0000";

/**
 * A whole-sentence message with elements in it (a link, a bold address): the message is called with
 * a marker for each placeholder and the elements are put where the markers land, so a translation
 * may place them anywhere in its sentence.
 */
export function richMessage<Name extends string>(
  message: (inputs: Record<Name, string>) => string,
  elements: Record<Name, ReactNode>,
): ReactNode {
  const names = Object.keys(elements) as Name[];
  const inputs = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<
    Name,
    string
  >;
  const parts = message(inputs).split(MARK);
  // Odd parts are placeholder names, even parts plain text.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
      <Fragment key={index}>{elements[part as Name]}</Fragment>
    ) : (
      part
    ),
  );
}
