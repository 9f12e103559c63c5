import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowed, type RulesRequest } from '../src/rules/evaluate';
import { compileRules } from '../src/rules/load';
import { fromJson, mapOf } from '../src/rules/values';
import { BUCKET, fixture, PROJECT_ID, startTestEmulator } from './helpers';

function rulesWith(body: string): string {
  return `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n${body}\n  }\n}\n`;
}

function loadError(source: string): string {
  try {
    compileRules(source, 'storage.rules');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected a load error');
}

function request(overrides: Partial<RulesRequest> = {}): RulesRequest {
  return {
    operation: 'get',
    bucket: BUCKET,
    path: 'files/a.png',
    auth: mapOf({ uid: 'alice', token: fromJson({ sub: 'alice', email: 'Alice@Campus.ac.in', roles: ['seller'] }) }),
    resource: null,
    requestResource: mapOf({ size: 10n, contentType: 'image/png', metadata: fromJson({}) }),
    time: new Date(),
    ...overrides,
  };
}

function allows(condition: string, overrides: Partial<RulesRequest> = {}): boolean {
  return isAllowed(compileRules(rulesWith(`    match /files/{file} { allow read: if ${condition}; }`), 'storage.rules'), request(overrides));
}

describe('rules that cannot be supported fail at load with file:line:column', () => {
  it('rejects the fixture that reads Firestore, naming the position of the path literal', async () => {
    const path = fixture('unsupported.rules');
    const lines = (await readFile(path, 'utf8')).split('\n');
    const line = lines.findIndex((text) => text.includes('/databases')) + 1;
    const column = (lines[line - 1] ?? '').indexOf('/databases') + 1;
    await expect(startTestEmulator({ rulesPath: path })).rejects.toThrow(`unsupported.rules:${line}:${column}: unsupported path literal`);
  });

  it.each([
    ['an unknown global', 'firestore.get(x)', "unsupported identifier 'firestore'"],
    ['duration arithmetic', 'request.time < duration.value(1, "h")', "unsupported identifier 'duration'"],
    ['an unknown method', 'request.auth.uid.startsWith("a")', "unsupported method 'startsWith()'"],
    ['a map literal', "{'a': 1} == null", 'unsupported map literal'],
    ['an unknown function', 'isOwner()', "unsupported function 'isOwner'"],
    ['an unknown type', 'request.resource.size is bytes', "unsupported type 'bytes'"],
    ['an invalid regular expression', "request.auth.uid.matches('(')", "invalid regular expression '('"],
  ])('rejects %s', (_label, condition, message) => {
    expect(loadError(rulesWith(`    match /files/{file} {\n      allow read: if ${condition};\n    }`))).toMatch(new RegExp(`^storage\\.rules:5:\\d+: ${message.replace(/[()[\]{}.*?|]/g, '\\$&')}`));
  });

  it('rejects another service and unknown allow operations', () => {
    expect(loadError("service cloud.firestore {\n}")).toBe("storage.rules:1:1: unsupported service 'cloud.firestore': this emulator reads firebase.storage rules");
    expect(loadError(rulesWith('    match /x/{y} { allow upload: if true; }'))).toBe("storage.rules:4:26: unsupported allow operation 'upload'");
    expect(loadError(rulesWith('    match /x/{rest=**}/more { allow read; }'))).toMatch(/^storage\.rules:4:\d+: unsupported match path/);
  });

  it('names a syntax error by position', () => {
    expect(loadError(rulesWith('    match /files/{file} {\n      allow read: if request.auth != null &&;\n    }'))).toBe(
      "storage.rules:5:45: unsupported syntax: expected an expression but found ';'",
    );
  });
});

describe('rules expressions', () => {
  it('evaluates comparisons, arithmetic, strings, lists and ternaries', () => {
    expect(allows('request.resource.size <= 5 * 2 && 7 / 2 == 3 && 7 % 2 == 1 && 1.5 > 1')).toBe(true);
    expect(allows("request.auth.token.email.lower() == 'alice@campus.ac.in'")).toBe(true);
    expect(allows("request.auth.token.email.lower().matches('.*@campus[.]ac[.]in') && !request.auth.token.email.matches('.*@campus[.]ac[.]in')")).toBe(true);
    expect(allows("request.auth.token.roles.hasAny(['admin', 'seller']) && !request.auth.token.roles.hasAll(['admin', 'seller'])")).toBe(true);
    expect(allows("'seller' in request.auth.token.roles && 'email' in request.auth.token")).toBe(true);
    expect(allows("(request.auth.uid == 'bob' ? 'b' : 'a') == 'a' && file.size() == 5")).toBe(true);
    expect(allows('request.resource.size is int && request.resource.contentType is string && request.auth is map')).toBe(true);
    expect(allows("request.time > request.time || request.method == 'get'")).toBe(true);
  });

  it("reads boolean claims such as email_verified from the token, with get() for a claim that may be missing", () => {
    const as = (claims: Record<string, unknown>) => ({ auth: mapOf({ uid: 'alice', token: fromJson({ sub: 'alice', ...claims }) }) });
    const verified = "request.auth.token.get('email_verified', false) == true";
    expect(allows(verified, as({ email_verified: true }))).toBe(true);
    expect(allows(verified, as({ email_verified: false }))).toBe(false);
    expect(allows(verified, as({}))).toBe(false);
    expect(allows(verified, as({ email_verified: 'true' }))).toBe(false);
    expect(allows('request.auth.token.email_verified == true', as({ email_verified: true }))).toBe(true);
    expect(allows('request.auth.token.email_verified is bool && !request.auth.token.email_verified', as({ email_verified: false }))).toBe(true);
  });

  it('denies when a condition errors, unless || or && can decide without the failing side', () => {
    expect(allows('request.auth.token.admin == true')).toBe(false);
    expect(allows("request.auth.token.admin == true || request.auth.uid == 'alice'")).toBe(true);
    expect(allows('request.auth.token.admin == true && false')).toBe(false);
    expect(allows('resource.size < 10')).toBe(false);
    expect(allows('request.auth.uid == "alice"', { auth: null })).toBe(false);
    expect(allows("'x' + 1 == 'x1'")).toBe(false);
  });

  it('applies read to get and list, write to create, update and delete, and matches {rest=**} on zero or more segments', () => {
    const ruleset = compileRules(
      rulesWith('    match /docs/{rest=**} {\n      allow read: if true;\n    }\n    match /inbox/{file} {\n      allow write: if true;\n    }'),
      'storage.rules',
    );
    const decide = (operation: RulesRequest['operation'], path: string) => isAllowed(ruleset, request({ operation, path }));
    expect([decide('get', 'docs/a/b/c'), decide('list', 'docs'), decide('create', 'docs/a')]).toEqual([true, true, false]);
    expect([decide('create', 'inbox/x'), decide('update', 'inbox/x'), decide('delete', 'inbox/x'), decide('get', 'inbox/x')]).toEqual([true, true, true, false]);
    expect(decide('create', 'inbox/x/y')).toBe(false);
  });

  it('gives functions their parameters, lazy let bindings and the wildcards of enclosing matches', () => {
    const ruleset = compileRules(
      rulesWith(
        [
          '    function limit(n) { return n * 2; }',
          '    match /users/{uid}/{file} {',
          '      function owns() { let me = request.auth.uid; return me == uid; }',
          '      function small(max) { let size = request.resource.size; return request.resource == null || size < limit(max); }',
          '      allow write: if owns() && small(10);',
          '    }',
        ].join('\n'),
      ),
      'storage.rules',
    );
    expect(isAllowed(ruleset, request({ operation: 'create', path: 'users/alice/a' }))).toBe(true);
    expect(isAllowed(ruleset, request({ operation: 'create', path: 'users/bob/a' }))).toBe(false);
    expect(isAllowed(ruleset, request({ operation: 'create', path: 'users/alice/a', requestResource: mapOf({ size: 20n }) }))).toBe(false);
    expect(isAllowed(ruleset, request({ operation: 'delete', path: 'users/alice/a', requestResource: null }))).toBe(true);
  });
});

describe('reloadRules', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-emulator-rules-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('applies edited rules, and keeps the previous rules when the edit does not load', async () => {
    const rulesPath = join(dir, 'storage.rules');
    await writeFile(rulesPath, rulesWith('    match /{all=**} { allow read, write: if false; }'));
    const emulator = await startTestEmulator({ rulesPath });
    const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'reload');
    try {
      const storage = getStorage(app);
      connectStorageEmulator(storage, '127.0.0.1', emulator.port, { mockUserToken: { sub: 'alice' } });
      const upload = () => uploadBytes(ref(storage, 'notes/a.txt'), new Uint8Array([1, 2, 3]));
      await expect(upload()).rejects.toMatchObject({ code: 'storage/unauthorized' });

      await writeFile(rulesPath, rulesWith('    match /{all=**} { allow read, write: if request.auth != null; }'));
      await emulator.reloadRules();
      await expect(upload()).resolves.toBeDefined();

      await writeFile(rulesPath, rulesWith('    match /{all=**} { allow write: if get(x); }'));
      await expect(emulator.reloadRules()).rejects.toThrow(/^storage\.rules:4:\d+: unsupported function 'get'/);
      await expect(upload()).resolves.toBeDefined();
    } finally {
      await deleteApp(app);
      await emulator.close();
    }
  });
});
