/**
 * The layers' import rules, checked on the resolved path of every relative import (and on package
 * imports for the domain): the domain imports nothing of the client or the server and no package
 * but yup (it has no I/O); the client and the server never import each other; a client feature
 * never imports another feature (what two features share lives in components/, hooks/ or api/).
 * On the server, services never import routes (routes declare, authorise and delegate to services),
 * and services/shared/ imports no area of services/ (it is what every area builds on).
 */
const path = require('node:path');

const SRC = path.resolve(__dirname, '..');

/**
 * The layer of a file under src/; for client features, the feature's name; on the server, its part
 * (routes, services, http…) and, for services, its area (services/<area>/, or shared).
 */
function placeOf(file) {
  const relative = path.relative(SRC, file).split(path.sep);
  if (relative[0] === '..' || relative.length < 2) return undefined;
  const [layer, second, third] = relative;
  const server = layer === 'server' && relative.length > 2;
  return {
    layer,
    feature: layer === 'client' && second === 'features' && relative.length > 3 ? third : undefined,
    part: server ? second : undefined,
    area: server && second === 'services' && relative.length > 3 ? third : undefined,
  };
}

function problem(from, to, specifier) {
  if (!from) return undefined;
  if (from.layer === 'domain') {
    if (!to)
      return specifier === 'yup' || specifier.startsWith('yup/') ? undefined : `the domain imports no package but yup (${specifier})`;
    if (to.layer !== 'domain') return `the domain imports nothing of ${to.layer}/`;
    return undefined;
  }
  if (!to) return undefined;
  if ((from.layer === 'client' && to.layer === 'server') || (from.layer === 'server' && to.layer === 'client')) {
    return `${from.layer}/ never imports ${to.layer}/`;
  }
  if (from.part === 'services' && to.part === 'routes') {
    return 'a service never imports a route: routes call services, not the other way round';
  }
  if (from.area === 'shared' && to.area && to.area !== 'shared') {
    return `services/shared/ imports no area (services/${to.area}/): move what it needs to shared/`;
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `feature ${from.feature} imports feature ${to.feature}: move what they share to components/, hooks/ or api/`;
  }
  return undefined;
}

const layerBoundaries = {
  meta: { type: 'problem', docs: { description: 'Keeps the layers apart (docs/architecture.md)' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const to = specifier.startsWith('.') ? placeOf(path.resolve(path.dirname(file), specifier)) : undefined;
      const message = problem(from, to, specifier);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

module.exports = { layerBoundaries };
