// dom-accessibility-api (what @testing-library computes roles and names with) ships types that the
// bundler resolution cannot reach through its package.json "exports": the two functions we use.
declare module 'dom-accessibility-api' {
  export function getRole(element: Element): string | null;
  export function computeAccessibleName(root: Element): string;
}
