// The designer validates through `@tessera/schema/check`, which only uses validators handed to it: the browser gets
// them precompiled from the web build; under jest the Node entry compiles them with ajv.
import '@tessera/schema/validate';
