/**
 * A first screen's GETs that a preload cannot make, as they carry headers (the podcast listing's JSON content type,
 * SPEC 7), are started by the page itself while its HTML is read: a slow link takes round trips to bring the entry
 * script and the screen's code, and the listing would only start after them (docs/decisions/015). The server writes
 * the URLs into a data block and this script after it (apps/server/src/platform/web-index.ts); the page's CSP allows
 * the script by its hash, so its text never changes. The app's call for such a URL takes the started answer once,
 * when it would send the same headers (`takeEarlyGet` in apps/web/src/lib/api-client.ts).
 */
export const EARLY_GETS_BLOCK_ID = 'atrium-early-gets';

/**
 * The headers are the app's own (`headersFor` in apps/web/src/lib/api-client.ts), in its order: JSON accepted and
 * sent, then the stored token. It leaves `window.atriumEarlyGets`: per URL, the headers as `JSON.stringify` wrote
 * them and the response's promise. A failed request is left for the call that takes it to report.
 */
export const EARLY_GETS_SCRIPT = `(()=>{const h={Accept:'application/json','Content-Type':'application/json'};let t=null;try{t=localStorage.getItem('token')}catch{}if(t)h.Authorization='Bearer '+t;const s=JSON.stringify(h);window.atriumEarlyGets=JSON.parse(document.getElementById('${EARLY_GETS_BLOCK_ID}').textContent).map((url)=>{const response=fetch(url,{method:'GET',headers:h});response.catch(()=>{});return{url,headers:s,response}})})()`;
