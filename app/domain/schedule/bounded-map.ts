/**
 * A Map that holds at most `max` keys: adding one more starts it again, empty. The memory of
 * the hot pure helpers (time conversions, hours, drives), asked about the same few keys by every
 * request, where an LRU's bookkeeping would cost more than the rare full start.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
