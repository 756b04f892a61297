/**
 * A Map class that writes down each key set on any of its instances: handed to the router's code
 * as its `Map`, it shows what the router's caches keep (route-match-cache and render-tree-once).
 */
export function recordingMap() {
  const kept: string[] = [];
  class RecordingMap<K, V> extends Map<K, V> {
    override set(key: K, value: V) {
      kept.push(String(key));
      return super.set(key, value);
    }
  }
  return { kept, RecordingMap };
}
