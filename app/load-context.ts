/** What the HTTP server passes to every loader and action (server/app.ts). */
export type PorchlightLoadContext = {
  /** Nonce for the inline scripts Remix renders, allowed by the Content-Security-Policy. */
  cspNonce: string;
  requestId: string;
  /** The client's address, from the proxy hop TRUST_PROXY trusts (Fly-Client-IP on Fly.io). */
  clientIp: string;
  /** performance.now() when the request arrived, for the Server-Timing header. */
  requestStart: number;
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PorchlightLoadContext {}
  interface Future {
    v3_singleFetch: true;
  }
}
