import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeLinkText, encodeLinkText } from './link-text.ts';

describe('link text', () => {
  it('writes base64url without padding, and reads it back', () => {
    expect(encodeLinkText('{"a":1}')).toBe('eyJhIjoxfQ');
    expect(encodeLinkText('??>')).toBe('Pz8-');
    expect(encodeLinkText('???')).toBe('Pz8_');
    expect(decodeLinkText('Pz8-')).toBe('??>');
    expect(decodeLinkText('')).toBe('');
  });

  it('round-trips any text, accents and emoji included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const link = encodeLinkText(text);
        expect(link).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeLinkText(link)).toBe(text);
      }),
    );
    expect(decodeLinkText(encodeLinkText('Miloš Obilić'))).toBe('Miloš Obilić');
  });

  it('says nothing is there for characters outside base64url, a bad length or broken UTF-8', () => {
    expect(decodeLinkText('ab+c')).toBeUndefined();
    expect(decodeLinkText('ab/c')).toBeUndefined();
    expect(decodeLinkText('a=')).toBeUndefined();
    expect(decodeLinkText('a')).toBeUndefined();
    expect(decodeLinkText('_w')).toBeUndefined();
    // Plain base64 of "??>" and "???", and a space atob would skip: each reads as text if let through.
    expect(decodeLinkText('Pz8+')).toBeUndefined();
    expect(decodeLinkText('Pz8/')).toBeUndefined();
    expect(decodeLinkText('Pz 8-')).toBeUndefined();
    expect(decodeLinkText('Pz8-\n')).toBeUndefined();
  });
});
