/**
 * Client build: src/client/index.tsx -> dist/. swc compiles TypeScript (type checking is
 * `tsc --noEmit`); every route area is a lazy chunk; file names carry a content hash so the
 * server can cache them forever. No inline script anywhere: the server's CSP forbids it.
 * Two compilations into the same folder: the app, and the public page (issue 16),
 * src/client/public/main.ts -> public-page.html and one small script of its own. Apart, they share
 * no chunk or runtime, and the app's files are byte for byte what they would be without the page.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
// An ES module; Node 20.19+ loads it with require.
const { parse: parseMessage } = require('@formatjs/icu-messageformat-parser');

/**
 * The build-time overrides of src/client/environment.ts. Only these names are read, so no other
 * SCOLA_* variable (a server secret, say) can ever end up in the public bundle.
 */
const ENVIRONMENT_VARIABLES = [
  'SCOLA_DEMO_ENV_NAME',
  'SCOLA_DEFAULT_SCHOOL_NAME',
  'SCOLA_TEAM_EMAIL',
  'SCOLA_CUSTOM_QUOTE_SUBJECT',
  'SCOLA_EXTRA_MODULE',
  'SCOLA_PRODUCTION',
  'SCOLA_DEMO',
  'SCOLA_API_BASE_URL',
  'SCOLA_OAUTH_CLIENT_ID',
  'SCOLA_OAUTH_CLIENT_SECRET',
];
const environmentOverrides = Object.fromEntries(
  ENVIRONMENT_VARIABLES.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
);

const reactRouterBuild = (file) => path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

const API_PREFIXES = ['/api', '/oauth', '/users', '/register'];

/**
 * The catalogues ship precompiled: nested `{login: {title: "..."}}` becomes flat
 * `{"login.title": <ICU syntax tree>}`, so the browser needs no ICU parser (formatjs' own advice;
 * the parser is aliased away below, ~9 KB gzip). public/ keeps the readable source, which the
 * translators edit and the server reads.
 */
function compileCatalogue(content, file, keep = () => true) {
  const flat = {};
  const walk = (node, prefix) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        if (keep(prefix + key)) flat[prefix + key] = parseMessage(value);
      } else walk(value, `${prefix}${key}.`);
    }
  };
  try {
    walk(JSON.parse(content.toString('utf8')), '');
  } catch (error) {
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
  return JSON.stringify(flat);
}

/** The messages the public page uses: its namespace and the app's name (src/client/public/catalogue.ts). */
const PUBLIC_PAGE_KEYS = (id) => id.startsWith('publicPage.') || id === 'app.name';
/** What the public page's compilation writes (its script, with its .gz/.br/.map, and its HTML): the app's keeps them. */
const PUBLIC_PAGE_OUTPUT = /^(public\.[0-9a-f]+\.js|public-page\.html)/;

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const output = {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash].js',
    chunkFilename: '[name].[contenthash].js',
    // Relative to the page, so the build works whatever path the server mounts it on.
    publicPath: 'auto',
  };
  const shared = {
    mode: production ? 'production' : 'development',
    // Production: source maps only as separate files, never inline; development: fast eval maps.
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
        // react-router's package exports only its development build, whose warnings stay in the
        // bundle; the production build beside it has them switched off. Both entries point into
        // the same build, so the router and its DOM part share one set of contexts.
        ...(production ? { 'react-router$': reactRouterBuild('index.mjs'), 'react-router/dom$': reactRouterBuild('dom-export.mjs') } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        // The source map of a stylesheet would travel inside the JS that injects it, doubling it.
        { test: /\.css$/, use: ['style-loader', { loader: 'css-loader', options: { sourceMap: !production } }] },
      ],
    },
    performance: { hints: false },
  };
  // Offices are on slow links: the server sends these ready-made .br/.gz files (preCompressed).
  const compression = () =>
    production
      ? [
          new CompressionPlugin({
            filename: '[path][base].gz',
            algorithm: 'gzip',
            test: /\.(js|css|json|html|svg)$/,
            threshold: 1024,
            compressionOptions: { level: 9 },
          }),
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|json|html|svg)$/,
            threshold: 1024,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          }),
        ]
      : [];
  const environment = () => new webpack.DefinePlugin({ __SCOLA_ENV__: JSON.stringify(environmentOverrides) });

  const app = {
    ...shared,
    name: 'app',
    entry: { main: './src/client/index.tsx' },
    output: { ...output, clean: { keep: PUBLIC_PAGE_OUTPUT } },
    optimization: {
      // The runtime goes into its own small file rather than inline in the HTML.
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React and the router change rarely: one long-cached file for the whole app.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'react',
            priority: 20,
          },
        },
      },
    },
    plugins: [
      environment(),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [
          // public-page.css comes along: the public page links it from its HTML, render-blocking but a kilobyte.
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/public-page.html', '**/assets/i18n/**'] } },
          { from: 'public/assets/i18n', to: 'assets/i18n', transform: { transformer: compileCatalogue, cache: true } },
          // The public page's catalogues: only its keys (a kilobyte gzip), not the app's hundred.
          {
            from: '*.json',
            context: 'public/assets/i18n',
            to: 'assets/i18n/public/[name][ext]',
            transform: {
              transformer: (content, file) => compileCatalogue(content, file, PUBLIC_PAGE_KEYS),
              // Its own cache key: the same files are cached above as whole catalogues.
              cache: { keys: { only: 'publicPage' } },
            },
          },
        ],
      }),
      ...compression(),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: false,
      static: false,
      proxy: [{ context: API_PREFIXES, target: 'http://localhost:8080' }],
      client: { overlay: { warnings: false } },
    },
  };

  // One self-contained script (no runtime chunk, no split): the page loads its HTML, this, its
  // stylesheet and catalogue. Issue 16: at most 60 KB of JS gzip (src/bench/firstPage.ts checks it).
  const publicPage = {
    ...shared,
    name: 'public-page',
    entry: { public: './src/client/public/main.ts' },
    // Removes only its own earlier scripts; the app's compilation writes the rest of dist/.
    output: { ...output, clean: { keep: (file) => !PUBLIC_PAGE_OUTPUT.test(file) } },
    optimization: { moduleIds: 'deterministic' },
    plugins: [
      environment(),
      new HtmlWebpackPlugin({ template: 'public/public-page.html', filename: 'public-page.html', scriptLoading: 'defer' }),
      ...compression(),
    ],
  };

  return [app, publicPage];
};
