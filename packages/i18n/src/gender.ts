// Arabic agrees with the person a text is about: «متاح للعمل» for a man, «متاحة للعمل» for a woman. The
// catalogue writes the feminine as an i18next context form (`key_female`) beside the base key, which
// serves a man and anyone whose gender is not given; English and Kurdish have no grammatical gender and
// write the base key only. Plain TypeScript: the server, the resume document and the pages import it.

/** The i18next `context` for a person's text: 'female', 'male', or undefined (the base, neutral key). */
export type GenderContext = 'female' | 'male';

/** The context of a stored gender ('Female' / 'Male' of the resume's contact); anything else, none. */
export function genderContext(gender: unknown): GenderContext | undefined {
  if (gender === 'Female') return 'female';
  if (gender === 'Male') return 'male';
  return undefined;
}
