import path from 'node:path';
import ts from 'typescript';

/** What a column holds in JavaScript, as the pg driver hands it over. */
export type Family = 'string' | 'number' | 'boolean' | 'date' | 'json' | 'array' | 'bytes';

export interface DeclaredColumn {
  /** The selected type includes null. */
  nullable: boolean;
  /** One family, or every family the selected type mixes. */
  families: Family[];
  /** The string literals the selected type allows, when it is a union of them. */
  literals: string[] | undefined;
  /** Kysely's Insertable lets an insert leave the column out (Generated, optional, never). */
  insertMayOmit: boolean;
}

/** The `Database` interface as declared: table → column → what its types say. */
export type DeclaredTables = Map<string, Map<string, DeclaredColumn>>;

/**
 * Reads the Kysely `Database` interface of `file` with the TypeScript compiler, since its types
 * are erased at run time: each table's columns, their selected type (`ColumnType`'s first
 * argument) and whether an insert may leave them out.
 */
export function readDeclaredTables(file: string, interfaceName = 'Database'): DeclaredTables {
  const program = ts.createProgram([file], compilerOptions(file));
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const declaration = source?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName,
  );
  if (!declaration) throw new Error(`${file} declares no interface ${interfaceName}`);

  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbolAtLocation(symbol, declaration);
  const member = (type: ts.Type, name: string) => {
    const symbol = type.getProperty(name);
    return symbol && typeOf(symbol);
  };
  const tables: DeclaredTables = new Map();
  for (const table of checker.getTypeAtLocation(declaration).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of typeOf(table).getProperties()) {
      const type = typeOf(column);
      // ColumnType<Select, Insert, Update> is { __select__, __insert__, __update__ }.
      const select = member(type, '__select__') ?? type;
      const insert = member(type, '__insert__') ?? type;
      columns.set(column.name, describe(checker, select, insert));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

function describe(checker: ts.TypeChecker, select: ts.Type, insert: ts.Type): DeclaredColumn {
  const insertParts = insert.isUnion() ? insert.types : [insert];
  const insertMayOmit =
    Boolean(insert.flags & ts.TypeFlags.Never) ||
    insertParts.some((part) => part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null));
  // `unknown` (a json column of any shape) admits null as it admits everything else.
  if (select.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) {
    return { nullable: true, families: ['json'], literals: undefined, insertMayOmit };
  }
  const parts = select.isUnion() ? select.types : [select];
  const values = parts.filter(
    (part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)),
  );
  const families = [...new Set(values.map((part) => familyOf(checker, part)))].sort();
  const literals = values.every((part) => part.isStringLiteral())
    ? values.map((part) => (part as ts.StringLiteralType).value).sort()
    : undefined;
  return {
    nullable: parts.some((part) => part.flags & ts.TypeFlags.Null),
    families,
    literals,
    insertMayOmit,
  };
}

function familyOf(checker: ts.TypeChecker, type: ts.Type): Family {
  if (type.flags & ts.TypeFlags.StringLike) return 'string';
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (checker.isArrayType(type) || checker.isTupleType(type)) return 'array';
  const name = type.getSymbol()?.getName();
  if (name === 'Date') return 'date';
  if (name === 'Buffer' || name === 'Uint8Array') return 'bytes';
  // Objects, records and `unknown`: a json column's shape.
  return 'json';
}

/** The compiler options of the tsconfig.json that covers `file`. */
function compilerOptions(file: string): ts.CompilerOptions {
  const configFile = ts.findConfigFile(path.dirname(file), ts.sys.fileExists);
  if (!configFile) return {};
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile)).options;
}
