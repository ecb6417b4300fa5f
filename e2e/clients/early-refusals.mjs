// Run by Node (its own fetch, as a script or another server would call the site): sends each kind of upload or body
// the site refuses, `tries` times, and prints how each ended as JSON: { "<case>": { "<status or error code>": count } }.
// Usage: node early-refusals.mjs <site url> <session cookie> <tries>
const [base, cookie, triesText] = process.argv.slice(2);
const tries = Number(triesText ?? 50);
const MiB = 1024 * 1024;
const bytes = (size) => new Uint8Array(size).fill(7);
const form = (size) => {
  const data = new FormData();
  data.append('file', new Blob([bytes(size)], { type: 'image/png' }), 'photo.png');
  return data;
};

/** Each case: what is sent, and the answer the site must give. */
const cases = {
  'anonymous multipart upload (4 MiB)': { path: '/api/media', body: () => form(4 * MiB), expect: 401 },
  'anonymous raw upload (4 MiB)': { path: '/api/media', type: 'image/png', body: () => bytes(4 * MiB), expect: 401 },
  'signed-in raw upload over the limit (8 MiB)': {
    path: '/api/media',
    type: 'image/png',
    signedIn: true,
    body: () => bytes(8 * MiB),
    expect: 413,
  },
  'signed-in multipart upload over the limit (8 MiB)': { path: '/api/media', signedIn: true, body: () => form(8 * MiB), expect: 413 },
  'signed-in multipart upload under the limit (1 MiB)': { path: '/api/media', signedIn: true, body: () => form(MiB), expect: 415 },
  'signed-in raw text under the limit (1 MiB)': {
    path: '/api/media',
    type: 'text/plain',
    signedIn: true,
    body: () => bytes(MiB),
    expect: 415,
  },
  'anonymous JSON over its limit (1 MiB)': { path: '/api/contact-messages', type: 'application/json', body: () => bytes(MiB), expect: 413 },
  'signed-in JSON route sent an image (1 MiB)': {
    path: '/api/content',
    type: 'image/png',
    signedIn: true,
    body: () => bytes(MiB),
    expect: 413,
  },
};

const results = {};
for (const [name, c] of Object.entries(cases)) {
  const seen = (results[name] = { expected: c.expect });
  for (let i = 0; i < tries; i++) {
    const headers = {};
    if (c.type) headers['content-type'] = c.type;
    if (c.signedIn) headers.cookie = cookie;
    let outcome;
    try {
      const res = await fetch(`${base}${c.path}`, { method: 'POST', headers, body: c.body() });
      const answer = await res.json();
      outcome = `${res.status} ${answer?.error?.code ?? 'no error code'}`;
    } catch (error) {
      outcome = `failed: ${error.cause?.code ?? error.message}`;
    }
    seen[outcome] = (seen[outcome] ?? 0) + 1;
  }
}
console.log(JSON.stringify(results));
