import type {
  AllowKeyword,
  AllowRule,
  BinaryOperator,
  Expr,
  FunctionDecl,
  LetBinding,
  MatchBlock,
  Operation,
  PathSegment,
  Position,
  Ruleset,
} from './ast';

/** A rules file this emulator cannot load; the message reads `file:line:column: ...`. */
export class RulesLoadError extends Error {
  constructor(
    readonly file: string,
    readonly pos: Position,
    readonly detail: string,
  ) {
    super(`${file}:${pos.line}:${pos.column}: ${detail}`);
    this.name = 'RulesLoadError';
  }
}

type TokenType = 'ident' | 'int' | 'float' | 'string' | 'punct' | 'eof';

interface Token {
  type: TokenType;
  text: string;
  /** Decoded value of string literals. */
  value: string;
  pos: Position;
}

const PUNCTUATION = ['==', '!=', '<=', '>=', '&&', '||', '{', '}', '(', ')', '[', ']', ';', ',', '.', ':', '?', '!', '=', '<', '>', '+', '-', '*', '/', '%'];

const ALLOW_KEYWORDS: Record<AllowKeyword, Operation[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

function isAllowKeyword(text: string): text is AllowKeyword {
  return Object.hasOwn(ALLOW_KEYWORDS, text);
}

const STRING_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '/': '/' };

class Lexer {
  private index = 0;
  private line = 1;
  private column = 1;
  private lookahead: Token | null = null;

  constructor(
    private readonly source: string,
    private readonly file: string,
  ) {}

  fail(pos: Position, detail: string): never {
    throw new RulesLoadError(this.file, pos, detail);
  }

  peek(): Token {
    this.lookahead ??= this.scan();
    return this.lookahead;
  }

  next(): Token {
    const token = this.peek();
    this.lookahead = null;
    return token;
  }

  /** Reads the raw path after `match`: `/literal`, `/{wildcard}` and `/{rest=**}` segments. */
  readMatchPath(): PathSegment[] {
    if (this.lookahead) throw new Error('readMatchPath called with a buffered token');
    this.skipTrivia();
    const segments: PathSegment[] = [];
    if (this.char() !== '/') this.fail(this.here(), `unsupported match path: expected '/' but found ${this.describeChar()}`);
    while (this.char() === '/') {
      this.advance();
      const start = this.here();
      if (this.char() === '{') {
        this.advance();
        let inner = '';
        while (this.index < this.source.length && this.char() !== '}') inner += this.advance();
        if (this.char() !== '}') this.fail(start, "unsupported match path: missing '}'");
        this.advance();
        const rest = /^([A-Za-z_][A-Za-z0-9_]*)=\*\*$/.exec(inner);
        if (rest?.[1]) segments.push({ kind: 'rest', name: rest[1] });
        else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(inner)) segments.push({ kind: 'wildcard', name: inner });
        else this.fail(start, `unsupported path wildcard '{${inner}}'`);
      } else {
        let text = '';
        while (this.index < this.source.length && !/[\s/{}]/.test(this.char())) text += this.advance();
        if (!text) this.fail(start, 'unsupported match path: empty segment');
        segments.push({ kind: 'literal', text });
      }
    }
    const restIndex = segments.findIndex((segment) => segment.kind === 'rest');
    if (restIndex !== -1 && restIndex !== segments.length - 1) {
      this.fail(this.here(), 'unsupported match path: a {name=**} wildcard must be the last segment');
    }
    return segments;
  }

  private here(): Position {
    return { line: this.line, column: this.column };
  }

  private char(offset = 0): string {
    return this.source[this.index + offset] ?? '';
  }

  private describeChar(): string {
    const c = this.char();
    return c ? `'${c}'` : 'end of file';
  }

  private advance(): string {
    const c = this.char();
    this.index += 1;
    if (c === '\n') {
      this.line += 1;
      this.column = 1;
    } else {
      this.column += 1;
    }
    return c;
  }

  private skipTrivia(): void {
    for (;;) {
      const c = this.char();
      if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
        this.advance();
      } else if (c === '/' && this.char(1) === '/') {
        while (this.index < this.source.length && this.char() !== '\n') this.advance();
      } else if (c === '/' && this.char(1) === '*') {
        const start = this.here();
        this.advance();
        this.advance();
        while (this.index < this.source.length && !(this.char() === '*' && this.char(1) === '/')) this.advance();
        if (this.index >= this.source.length) this.fail(start, 'unsupported syntax: unterminated comment');
        this.advance();
        this.advance();
      } else {
        return;
      }
    }
  }

  private scan(): Token {
    this.skipTrivia();
    const pos = this.here();
    const c = this.char();
    if (!c) return { type: 'eof', text: '', value: '', pos };
    if (/[A-Za-z_]/.test(c)) {
      let text = '';
      while (/[A-Za-z0-9_]/.test(this.char())) text += this.advance();
      return { type: 'ident', text, value: text, pos };
    }
    if (/[0-9]/.test(c)) {
      let text = '';
      while (/[0-9]/.test(this.char())) text += this.advance();
      let type: TokenType = 'int';
      if (this.char() === '.' && /[0-9]/.test(this.char(1))) {
        type = 'float';
        text += this.advance();
        while (/[0-9]/.test(this.char())) text += this.advance();
      }
      if (/[eE]/.test(this.char())) {
        type = 'float';
        text += this.advance();
        if (/[+-]/.test(this.char())) text += this.advance();
        while (/[0-9]/.test(this.char())) text += this.advance();
      }
      return { type, text, value: text, pos };
    }
    if (c === "'" || c === '"') {
      const quote = this.advance();
      let value = '';
      while (this.char() !== quote) {
        if (!this.char() || this.char() === '\n') this.fail(pos, 'unsupported syntax: unterminated string');
        const d = this.advance();
        if (d === '\\') {
          const escaped = this.advance();
          const replacement = STRING_ESCAPES[escaped];
          if (replacement === undefined) this.fail(pos, `unsupported string escape '\\${escaped}'`);
          value += replacement;
        } else {
          value += d;
        }
      }
      this.advance();
      return { type: 'string', text: value, value, pos };
    }
    const punct = PUNCTUATION.find((p) => this.source.startsWith(p, this.index));
    if (!punct) this.fail(pos, `unsupported character '${c}'`);
    for (let i = 0; i < punct.length; i += 1) this.advance();
    return { type: 'punct', text: punct, value: punct, pos };
  }
}

function describe(token: Token): string {
  return token.type === 'eof' ? 'end of file' : `'${token.type === 'string' ? token.value : token.text}'`;
}

const RELATIONAL: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);

class Parser {
  constructor(private readonly lexer: Lexer) {}

  parseFile(): Ruleset {
    const lexer = this.lexer;
    if (this.isWord('rules_version')) {
      lexer.next();
      this.expectPunct('=');
      const version = lexer.next();
      if (version.type !== 'string' || (version.value !== '1' && version.value !== '2')) {
        lexer.fail(version.pos, `unsupported rules_version ${describe(version)}`);
      }
      this.optionalPunct(';');
    }
    const service = this.expectWord('service');
    let name = this.expectIdent().text;
    while (this.isPunct('.')) {
      lexer.next();
      name += '.' + this.expectIdent().text;
    }
    if (name !== 'firebase.storage') lexer.fail(service.pos, `unsupported service '${name}': this emulator reads firebase.storage rules`);
    this.expectPunct('{');
    const ruleset: Ruleset = { functions: new Map(), matches: [] };
    while (!this.isPunct('}')) {
      const token = lexer.peek();
      if (this.isWord('function')) this.addFunction(ruleset.functions, this.parseFunction());
      else if (this.isWord('match')) ruleset.matches.push(this.parseMatch());
      else lexer.fail(token.pos, `unsupported statement ${describe(token)} in service block`);
    }
    lexer.next();
    const end = lexer.next();
    if (end.type !== 'eof') lexer.fail(end.pos, `unsupported syntax: unexpected ${describe(end)} after the service block`);
    return ruleset;
  }

  private addFunction(functions: Map<string, FunctionDecl>, fn: FunctionDecl): void {
    if (functions.has(fn.name)) this.lexer.fail(fn.pos, `function '${fn.name}' is declared twice in the same block`);
    functions.set(fn.name, fn);
  }

  private parseMatch(): MatchBlock {
    const keyword = this.lexer.next();
    const segments = this.lexer.readMatchPath();
    this.expectPunct('{');
    const block: MatchBlock = { segments, functions: new Map(), allows: [], matches: [], pos: keyword.pos };
    while (!this.isPunct('}')) {
      const token = this.lexer.peek();
      if (this.isWord('function')) this.addFunction(block.functions, this.parseFunction());
      else if (this.isWord('match')) block.matches.push(this.parseMatch());
      else if (this.isWord('allow')) block.allows.push(this.parseAllow());
      else this.lexer.fail(token.pos, `unsupported statement ${describe(token)} in match block`);
    }
    this.lexer.next();
    return block;
  }

  private parseAllow(): AllowRule {
    const keyword = this.lexer.next();
    const operations = new Set<Operation>();
    do {
      const token = this.expectIdent();
      if (!isAllowKeyword(token.text)) this.lexer.fail(token.pos, `unsupported allow operation '${token.text}'`);
      for (const op of ALLOW_KEYWORDS[token.text]) operations.add(op);
    } while (this.optionalPunct(','));
    let condition: Expr | null = null;
    if (this.optionalPunct(':')) {
      this.expectWord('if');
      condition = this.parseExpr();
    }
    this.optionalPunct(';');
    return { operations: [...operations], condition, pos: keyword.pos };
  }

  private parseFunction(): FunctionDecl {
    const keyword = this.lexer.next();
    const name = this.expectIdent().text;
    this.expectPunct('(');
    const params: string[] = [];
    if (!this.isPunct(')')) {
      do {
        params.push(this.expectIdent().text);
      } while (this.optionalPunct(','));
    }
    this.expectPunct(')');
    this.expectPunct('{');
    const lets: LetBinding[] = [];
    while (this.isWord('let')) {
      this.lexer.next();
      const letName = this.expectIdent().text;
      this.expectPunct('=');
      lets.push({ name: letName, value: this.parseExpr() });
      this.expectPunct(';');
    }
    this.expectWord('return');
    const body = this.parseExpr();
    this.optionalPunct(';');
    this.expectPunct('}');
    return { name, params, lets, body, pos: keyword.pos };
  }

  private parseExpr(): Expr {
    const condition = this.parseBinary(0);
    if (!this.isPunct('?')) return condition;
    const question = this.lexer.next();
    const then = this.parseExpr();
    this.expectPunct(':');
    const otherwise = this.parseExpr();
    return { kind: 'ternary', condition, then, otherwise, pos: question.pos };
  }

  /** Precedence climbing over: || , && , relational/in/is , + - , * / %. */
  private parseBinary(level: number): Expr {
    if (level === 5) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (;;) {
      const token = this.lexer.peek();
      if (level === 2 && token.type === 'ident' && token.text === 'is') {
        this.lexer.next();
        left = { kind: 'is', operand: left, type: this.expectIdent().text, pos: token.pos };
        continue;
      }
      const op = this.binaryOperatorAt(level, token);
      if (!op) return left;
      this.lexer.next();
      const right = this.parseBinary(level + 1);
      left = { kind: 'binary', op, left, right, pos: token.pos };
    }
  }

  private binaryOperatorAt(level: number, token: Token): BinaryOperator | null {
    const text = token.type === 'punct' || (token.type === 'ident' && token.text === 'in') ? token.text : '';
    switch (level) {
      case 0:
        return text === '||' ? '||' : null;
      case 1:
        return text === '&&' ? '&&' : null;
      case 2:
        return text === 'in' || RELATIONAL.has(text) ? toOperator(text) : null;
      case 3:
        return text === '+' || text === '-' ? text : null;
      default:
        return text === '*' || text === '/' || text === '%' ? text : null;
    }
  }

  private parseUnary(): Expr {
    const token = this.lexer.peek();
    if (token.type === 'punct' && token.text === '!') {
      this.lexer.next();
      return { kind: 'not', operand: this.parseUnary(), pos: token.pos };
    }
    if (token.type === 'punct' && token.text === '-') {
      this.lexer.next();
      return { kind: 'negate', operand: this.parseUnary(), pos: token.pos };
    }
    return this.parsePostfix();
  }

  private parsePostfix(): Expr {
    let expr = this.parsePrimary();
    for (;;) {
      const token = this.lexer.peek();
      if (token.type === 'punct' && token.text === '.') {
        this.lexer.next();
        const name = this.expectIdent();
        if (this.optionalPunct('(')) {
          expr = { kind: 'method', object: expr, name: name.text, args: this.parseArgs(')'), pos: name.pos };
        } else {
          expr = { kind: 'member', object: expr, name: name.text, pos: name.pos };
        }
      } else if (token.type === 'punct' && token.text === '[') {
        this.lexer.next();
        const index = this.parseExpr();
        this.expectPunct(']');
        expr = { kind: 'index', object: expr, index, pos: token.pos };
      } else {
        return expr;
      }
    }
  }

  private parseArgs(close: string): Expr[] {
    const args: Expr[] = [];
    if (this.optionalPunct(close)) return args;
    do {
      args.push(this.parseExpr());
    } while (this.optionalPunct(','));
    this.expectPunct(close);
    return args;
  }

  private parsePrimary(): Expr {
    const token = this.lexer.next();
    const pos = token.pos;
    switch (token.type) {
      case 'string':
        return { kind: 'string', value: token.value, pos };
      case 'int':
        return { kind: 'int', value: BigInt(token.text), pos };
      case 'float':
        return { kind: 'float', value: Number(token.text), pos };
      case 'ident':
        if (token.text === 'true' || token.text === 'false') return { kind: 'bool', value: token.text === 'true', pos };
        if (token.text === 'null') return { kind: 'null', pos };
        if (this.optionalPunct('(')) return { kind: 'call', name: token.text, args: this.parseArgs(')'), pos };
        return { kind: 'ident', name: token.text, pos };
      case 'punct':
        if (token.text === '(') {
          const inner = this.parseExpr();
          this.expectPunct(')');
          return inner;
        }
        if (token.text === '[') return { kind: 'list', items: this.parseArgs(']'), pos };
        if (token.text === '{') this.lexer.fail(pos, 'unsupported map literal');
        if (token.text === '/') this.lexer.fail(pos, 'unsupported path literal');
        break;
      default:
        break;
    }
    return this.lexer.fail(pos, `unsupported syntax: expected an expression but found ${describe(token)}`);
  }

  private isWord(word: string): boolean {
    const token = this.lexer.peek();
    return token.type === 'ident' && token.text === word;
  }

  private isPunct(punct: string): boolean {
    const token = this.lexer.peek();
    return token.type === 'punct' && token.text === punct;
  }

  private optionalPunct(punct: string): boolean {
    if (!this.isPunct(punct)) return false;
    this.lexer.next();
    return true;
  }

  private expectPunct(punct: string): Token {
    const token = this.lexer.next();
    if (token.type !== 'punct' || token.text !== punct) {
      this.lexer.fail(token.pos, `unsupported syntax: expected '${punct}' but found ${describe(token)}`);
    }
    return token;
  }

  private expectWord(word: string): Token {
    const token = this.lexer.next();
    if (token.type !== 'ident' || token.text !== word) {
      this.lexer.fail(token.pos, `unsupported syntax: expected '${word}' but found ${describe(token)}`);
    }
    return token;
  }

  private expectIdent(): Token {
    const token = this.lexer.next();
    if (token.type !== 'ident') this.lexer.fail(token.pos, `unsupported syntax: expected a name but found ${describe(token)}`);
    return token;
  }
}

function toOperator(text: string): BinaryOperator | null {
  switch (text) {
    case '==':
    case '!=':
    case '<':
    case '<=':
    case '>':
    case '>=':
    case 'in':
      return text;
    default:
      return null;
  }
}

/** Parses storage.rules source; throws RulesLoadError naming `file:line:column` on anything unsupported. */
export function parseRules(source: string, file: string): Ruleset {
  return new Parser(new Lexer(source, file)).parseFile();
}
