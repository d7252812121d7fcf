import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const DOCUMENT_END = "</body></html>";

/**
 * The page's stream with `</body></html>` moved to its very end: React 18 writes it with the shell,
 * so Remix's streamed data would follow `</html>`, where HTML allows nothing and validators stop
 * reading. It also drops the zero bytes React 18 pads some chunks with (below).
 */
export function documentEndLast(): Transform {
  const decoder = new StringDecoder("utf8");
  // Text not yet sent because it may be the start of the document's end.
  let pending = "";
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunk = withoutReactsPadding(chunk);
      if (found) return done(null, decoder.write(chunk));
      const text = pending + decoder.write(chunk);
      const at = text.indexOf(DOCUMENT_END);
      if (at !== -1) {
        found = true;
        pending = "";
        return done(null, text.slice(0, at) + text.slice(at + DOCUMENT_END.length));
      }
      // Keep the longest tail that could still begin the document's end.
      let keep = Math.min(DOCUMENT_END.length - 1, text.length);
      while (keep > 0 && !DOCUMENT_END.startsWith(text.slice(text.length - keep))) keep -= 1;
      pending = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep));
    },
    flush(done) {
      done(null, pending + decoder.end() + (found ? DOCUMENT_END : ""));
    },
  });
}

/**
 * React 18's Node renderer sends its whole 2 KB buffer when a character does not fit in the
 * bytes left at its end, the unused ones zero (react-dom-server.node's writeStringChunk; React 19
 * sends only what it wrote): a U+0000 in the page ("Wed, Dec 9 \0· 16 times free"), which HTML
 * forbids. A page never holds one, so zero bytes that end a chunk are React's and are dropped.
 */
function withoutReactsPadding(chunk: Buffer): Buffer {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}
