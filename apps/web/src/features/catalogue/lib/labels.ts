/** Stands in for the value of a translation's one `{{param}}` while the template is translated. */
export const LABEL_SLOT = '\u0000';

/**
 * A translation made with LABEL_SLOT for its one parameter, turned into a function of that value:
 * translated once, filled in per item. A grid needs a handful of these per tile, and `t` (a
 * lookup, a plural rule, a template) costs far more than a string concatenation.
 */
export function fillSlot(template: string): (value: string | number) => string {
  const [before = '', after = ''] = template.split(LABEL_SLOT);
  return (value) => `${before}${value}${after}`;
}
