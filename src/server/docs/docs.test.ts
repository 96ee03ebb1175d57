import { endpoints } from '../../domain/contract';
import { buildOpenApi } from './openapi';
import { staleDocs } from './writeDocs';

describe('generated endpoint docs', () => {
  it('docs/api matches the contracts (run npm run docs after changing one)', () => {
    expect(staleDocs()).toEqual([]);
  });

  it('describes every endpoint with its permission and errors', () => {
    const paths = buildOpenApi().paths as Record<string, Record<string, { 'x-permission': unknown; responses: Record<string, unknown> }>>;
    for (const endpoint of endpoints) {
      const path = endpoint.path.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
      const operation = paths[path][endpoint.method.toLowerCase()];
      expect(operation['x-permission']).toEqual(endpoint.access);
      for (const code of endpoint.errors) expect(operation.responses[code]).toBeDefined();
    }
  });
});
