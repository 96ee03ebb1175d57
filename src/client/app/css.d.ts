/** Stylesheets are imported for their side effect: webpack's style-loader adds them to the page. */
declare module '*.css';
