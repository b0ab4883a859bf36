// Stylesheets mean nothing in jsdom; imports of them resolve to this empty module.
module.exports = {};
