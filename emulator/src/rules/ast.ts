/** Syntax tree of the storage.rules subset this emulator understands. */

export interface Position {
  line: number;
  column: number;
}

export type BinaryOperator = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Expr =
  | { kind: 'string'; value: string; pos: Position }
  | { kind: 'int'; value: bigint; pos: Position }
  | { kind: 'float'; value: number; pos: Position }
  | { kind: 'bool'; value: boolean; pos: Position }
  | { kind: 'null'; pos: Position }
  | { kind: 'list'; items: Expr[]; pos: Position }
  | { kind: 'ident'; name: string; pos: Position }
  | { kind: 'member'; object: Expr; name: string; pos: Position }
  | { kind: 'index'; object: Expr; index: Expr; pos: Position }
  | { kind: 'call'; name: string; args: Expr[]; pos: Position }
  | { kind: 'method'; object: Expr; name: string; args: Expr[]; pos: Position }
  | { kind: 'not'; operand: Expr; pos: Position }
  | { kind: 'negate'; operand: Expr; pos: Position }
  | { kind: 'binary'; op: BinaryOperator; left: Expr; right: Expr; pos: Position }
  | { kind: 'is'; operand: Expr; type: string; pos: Position }
  | { kind: 'ternary'; condition: Expr; then: Expr; otherwise: Expr; pos: Position };

export interface LetBinding {
  name: string;
  value: Expr;
}

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: LetBinding[];
  body: Expr;
  pos: Position;
}

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
export type AllowKeyword = Operation | 'read' | 'write';

export interface AllowRule {
  operations: Operation[];
  condition: Expr | null;
  pos: Position;
}

export type PathSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'wildcard'; name: string }
  | { kind: 'rest'; name: string };

export interface MatchBlock {
  segments: PathSegment[];
  functions: Map<string, FunctionDecl>;
  allows: AllowRule[];
  matches: MatchBlock[];
  pos: Position;
}

/** The `service firebase.storage { ... }` body: functions and top-level match blocks. */
export interface Ruleset {
  functions: Map<string, FunctionDecl>;
  matches: MatchBlock[];
}
