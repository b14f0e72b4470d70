import { bodyLimit, bodyRefusal, MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, uploadRequest } from '@/server/body-limit';

const MB = 1024 * 1024;

describe('the request body limit', () => {
  it('gives a file upload to an upload collection its 20 MB, new or replaced', () => {
    for (const [method, url] of <[string, string][]>[
      ['POST', '/api/documents'],
      ['POST', '/api/images?depth=0'],
      ['PATCH', '/api/transfer-certificate-scans/12'],
      ['POST', '/api/transfer-certificate-imports'],
    ]) {
      expect([method, url, bodyLimit(method, url)]).toEqual([method, url, MAX_UPLOAD_BODY_BYTES]);
    }
    expect(MAX_UPLOAD_BODY_BYTES).toBeGreaterThan(20 * MB);
  });

  it('gives 1 MB to everything else: sign-in, other collections, pages, another spelling of an upload path', () => {
    for (const [method, url] of <[string, string][]>[
      ['POST', '/api/users/login'],
      ['POST', '/api/notices'],
      ['PATCH', '/api/documents/12/extra'],
      ['POST', '/transfer-certificate'],
      ['POST', '/%61pi/documents'],
      ['PUT', '/api/documents'],
      ['POST', 'http://evil.example/api/users/login'],
    ]) {
      expect([method, url, bodyLimit(method, url)]).toEqual([method, url, MAX_BODY_BYTES]);
    }
  });

  it('decides for any request line, even one that is no URL', () => {
    expect(bodyLimit('GET', '////%3Cscript%3E/%ff%fe?a[]=1&a[]=2')).toBe(MAX_BODY_BYTES);
    expect(bodyLimit('POST', 'http://school.example/api/documents?depth=0')).toBe(MAX_UPLOAD_BODY_BYTES);
  });

  it('refuses a declared length over the limit with 413, and a body of unknown length with 411', () => {
    expect(bodyRefusal('POST', '/api/users/login', { 'content-length': String(50 * MB) })).toBe(413);
    expect(bodyRefusal('POST', '/api/users/login', { 'content-length': String(MB + 1) })).toBe(413);
    // A file a little over 20 MB is Payload's to refuse, with its own message; past the form's 1 MB more, the server's.
    expect(bodyRefusal('POST', '/api/documents', { 'content-length': String(20.5 * MB) })).toBeUndefined();
    expect(bodyRefusal('POST', '/api/documents', { 'content-length': String(21 * MB + 1) })).toBe(413);
    expect(bodyRefusal('POST', '/api/documents', { 'content-length': String(25 * MB) })).toBe(413);
    expect(bodyRefusal('POST', '/api/users/login', { 'transfer-encoding': 'chunked' })).toBe(411);
  });

  it('lets through a body within the limit, and a request without one', () => {
    expect(bodyRefusal('POST', '/api/users/login', { 'content-length': String(MB) })).toBeUndefined();
    expect(bodyRefusal('POST', '/api/documents', { 'content-length': String(15 * MB) })).toBeUndefined();
    expect(bodyRefusal('GET', '/home', {})).toBeUndefined();
  });

  it('names the upload a request makes, for the check of who may make it before its body is read', () => {
    expect(uploadRequest('POST', '/api/documents?depth=0')).toEqual({ collection: 'documents', operation: 'create' });
    expect(uploadRequest('PATCH', '/api/images/12')).toEqual({ collection: 'images', operation: 'update' });
    expect(uploadRequest('GET', '/api/documents')).toBeUndefined();
    expect(uploadRequest('POST', '/api/notices')).toBeUndefined();
  });
});
