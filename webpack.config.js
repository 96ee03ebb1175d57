/**
 * Client build: src/client/index.tsx -> dist/. swc compiles TypeScript (type checking is
 * `tsc --noEmit`); every route area is a lazy chunk; file names carry a content hash so the
 * server can cache them forever. No inline script anywhere: the server's CSP forbids it.
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
function compileCatalogue(content, file) {
  const flat = {};
  const walk = (node, prefix) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat[prefix + key] = parseMessage(value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  try {
    walk(JSON.parse(content.toString('utf8')), '');
  } catch (error) {
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
  return JSON.stringify(flat);
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      // Relative to the page, so the build works whatever path the server mounts it on.
      publicPath: 'auto',
      clean: true,
    },
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
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __SCOLA_ENV__: JSON.stringify(environmentOverrides) }),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/assets/i18n/**'] } },
          { from: 'public/assets/i18n', to: 'assets/i18n', transform: { transformer: compileCatalogue, cache: true } },
        ],
      }),
      // Offices are on slow links: the server sends these ready-made .br/.gz files (preCompressed).
      ...(production
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
        : []),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: false,
      static: false,
      proxy: [{ context: API_PREFIXES, target: 'http://localhost:8080' }],
      client: { overlay: { warnings: false } },
    },
  };
};
