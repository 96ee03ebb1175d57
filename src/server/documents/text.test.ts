import { newDocument } from './document';
import { wrap } from './text';

describe('wrap', () => {
  it('breaks a line at a space, never at a no-break one: French punctuation and a figure stay whole', () => {
    const doc = newDocument('fr', { title: 'test' });
    const text = 'Arrêté le présent reçu à la somme de\u00a0: quarante mille francs CFA, soit 40\u202f000\u00a0FCFA';
    for (let width = 90; width <= 400; width += 5) {
      const lines = wrap(doc, text, width, 10);
      expect(lines.join(' ')).toBe(text);
      for (const line of lines) expect(line).not.toMatch(/^(:|000|FCFA)/);
    }
  });
});
