/**
 * A pure function of one string, remembered for the strings it last saw. The reading stages fold,
 * clean and look for amounts in the same lines over and over (a line is folded about six times
 * and searched for amounts four times in one extraction); remembering costs a map lookup.
 * Bounded: when full the memory is dropped and starts again, so a long document costs no more
 * memory than `size` entries. The value is shared between callers, so it must never be changed:
 * give it a readonly type.
 */
export function memoized<T>(read: (text: string) => T, size = 4096): (text: string) => T {
  let seen = new Map<string, T>();
  return (text: string): T => {
    // One lookup when the text was seen: a line is hashed on each lookup it takes part in.
    const known = seen.get(text);
    if (known !== undefined || seen.has(text)) return known as T;
    const result = read(text);
    if (seen.size >= size) seen = new Map();
    seen.set(text, result);
    return result;
  };
}
