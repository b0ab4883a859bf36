/** A text a form may leave blank (a translation): blank or missing is stored as null, "not given". */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
