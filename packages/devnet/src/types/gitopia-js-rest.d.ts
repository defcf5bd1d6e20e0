// gitopia-js ships its REST client as untyped CommonJS; tests type what they use.
declare module '@gitopia/gitopia-js/dist/rest'
