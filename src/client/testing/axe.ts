import axe from 'axe-core';

/**
 * What axe finds wrong in a rendered screen, one line per rule and the nodes it names. Colour
 * contrast needs a layout jsdom does not have, and the check for icon ligatures a canvas: the
 * browser tests run both.
 */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  } finally {
    canvas.mockRestore();
  }
}
