// drizzle-kit finds tables among a schema file's exports, and the lists' tables are built in a loop
// (./list-tables.ts): this hands each one to it as an export of its own (drizzle.config.ts).
module.exports = { ...require('./list-tables.ts').LIST_TABLES };
