import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media.ts';

describe('mediaUrl', () => {
  it('is where the media endpoint serves the file, and null for no file', () => {
    expect(mediaUrl('01HZX3K8Q9V2M7N4P6R8S0T1W2')).toBe('/api/media/01HZX3K8Q9V2M7N4P6R8S0T1W2');
    expect(mediaUrl(null)).toBeNull();
  });
});
