/** Stylesheets are bundled by the host app's build (vite); to the type checker they are modules with no exports. */
declare module '*.css';
