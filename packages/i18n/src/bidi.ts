// Bidi isolates for text written into a translated sentence (GLOSSARY.md, Writing rules): a name someone
// wrote (a company's) takes its own direction inside an Arabic or Kurdish sentence, and nothing the
// sentence adds (a suffix, punctuation) is drawn as part of it. For plain-text places (alerts, titles)
// where no `<bdi>` can go.

const FSI = '\u2068';
const PDI = '\u2069';

/** `text` between First Strong Isolate and Pop Directional Isolate; '' stays ''. */
export function isolated(text: string): string {
  return text === '' ? text : `${FSI}${text}${PDI}`;
}
