import { Fragment } from "react";

// French ordinals written in the content as "1er", "1re": the letters are set as superscript.
const ordinal = /\b(1)(er|re)\b/g;

/** Content text with its ordinals' endings in superscript (« 1<sup>er</sup> septembre »). */
export function Typeset({ text }: { text: string }) {
  const parts = text.split(ordinal);
  if (parts.length === 1) return text;
  // split() with two groups gives [before, digits, ending, before, digits, ending, …, after].
  const nodes = [];
  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(<Fragment key={index}>{parts[index]}</Fragment>);
    if (index + 2 < parts.length) {
      nodes.push(
        <Fragment key={`${index}-ordinal`}>
          {parts[index + 1]}
          <sup>{parts[index + 2]}</sup>
        </Fragment>,
      );
    }
  }
  return <>{nodes}</>;
}
