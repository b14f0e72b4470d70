/**
 * What differs between the responses of one cached page: values drawn afresh for each, the CSP nonce and
 * the form stamp (lib/forms/form-stamp.ts). A page is kept cut wherever its render had its own: `parts`,
 * with the value of kind `kinds[i]` between `parts[i]` and `parts[i + 1]`: kind 0 is the nonce, STAMP the stamp.
 */
export const STAMP = 1;

export type Slotted = { parts: Buffer[]; kinds: number[] };

/** `body` cut at each occurrence of any of `values` (indexed by kind), the leftmost first; an empty value never occurs. */
export function cut(body: Buffer, values: readonly Buffer[]): Slotted {
  const parts: Buffer[] = [];
  const kinds: number[] = [];
  const next = values.map((value) => (value.length > 0 ? body.indexOf(value) : -1));
  let from = 0;
  for (;;) {
    let kind = -1;
    next.forEach((at, k) => {
      if (at !== -1 && (kind === -1 || at < (next[kind] as number))) kind = k;
    });
    if (kind === -1) break;
    const at = next[kind] as number;
    parts.push(body.subarray(from, at));
    kinds.push(kind);
    from = at + (values[kind] as Buffer).length;
    next.forEach((at, k) => {
      if (at !== -1 && at < from) next[k] = body.indexOf(values[k] as Buffer, from);
    });
  }
  parts.push(body.subarray(from));
  return { parts, kinds };
}

/** The page with `values` (indexed by kind) in its slots, as buffers to write in order. */
export function joined({ parts, kinds }: Slotted, values: readonly Buffer[]): Buffer[] {
  return parts.flatMap((part, index) => (index > 0 ? [values[kinds[index - 1] as number] as Buffer, part] : [part]));
}
