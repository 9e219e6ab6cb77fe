/**
 * Writes ONNX models (the ModelProto protobuf) small enough to build in a test: a graph of a
 * few standard operators, float and int64 initializers, and the metadata an engine reads.
 * Only the fields used here are encoded; field numbers are those of onnx.proto.
 */

export type ElemType = 'float' | 'int64';
/** A dimension: a fixed size, or a name for one the runtime fills in. */
export type Dim = number | string;

export interface ValueInfo {
  name: string;
  type: ElemType;
  shape: Dim[];
}

export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  /** Integer and integer-list attributes (axis, keepdims, axes, ...). */
  attributes?: Record<string, number | number[]>;
}

export interface Initializer {
  name: string;
  type: ElemType;
  dims: number[];
  values: readonly number[];
}

export interface OnnxGraph {
  inputs: ValueInfo[];
  outputs: ValueInfo[];
  nodes: OnnxNode[];
  initializers: Initializer[];
  metadata: Record<string, string | number>;
}

const ELEM_TYPE: Record<ElemType, number> = { float: 1, int64: 7 };
const ATTRIBUTE_INT = 2;
const ATTRIBUTE_INTS = 7;
/** ONNX IR version 7 goes with operator set 13, which every runtime of the last years reads. */
const IR_VERSION = 7;
const OPSET = 13;

export function onnxModel(graph: OnnxGraph): Buffer {
  const nodes = graph.nodes.map((node, i) => message(1, nodeProto(node, i)));
  const body = [
    ...nodes,
    string(2, 'graph'),
    ...graph.initializers.map((init) => message(5, tensorProto(init))),
    ...graph.inputs.map((input) => message(11, valueInfo(input))),
    ...graph.outputs.map((output) => message(12, valueInfo(output))),
  ];
  return Buffer.concat([
    varintField(1, IR_VERSION),
    string(2, 'speech-api tests'),
    message(7, Buffer.concat(body)),
    message(8, Buffer.concat([string(1, ''), varintField(2, OPSET)])),
    ...Object.entries(graph.metadata).map(([key, value]) =>
      message(14, Buffer.concat([string(1, key), string(2, String(value))])),
    ),
  ]);
}

function nodeProto(node: OnnxNode, index: number): Buffer {
  const attributes = Object.entries(node.attributes ?? {}).map(([name, value]) =>
    message(
      5,
      Buffer.concat(
        Array.isArray(value)
          ? [
              string(1, name),
              ...value.map((v) => varintField(8, v)),
              varintField(20, ATTRIBUTE_INTS),
            ]
          : [string(1, name), varintField(3, value), varintField(20, ATTRIBUTE_INT)],
      ),
    ),
  );
  return Buffer.concat([
    ...node.inputs.map((input) => string(1, input)),
    ...node.outputs.map((output) => string(2, output)),
    string(3, `${node.op}_${index}`),
    string(4, node.op),
    ...attributes,
  ]);
}

function tensorProto(init: Initializer): Buffer {
  const raw =
    init.type === 'float'
      ? Buffer.from(Float32Array.from(init.values).buffer)
      : Buffer.from(BigInt64Array.from(init.values.map((v) => BigInt(v))).buffer);
  return Buffer.concat([
    ...init.dims.map((dim) => varintField(1, dim)),
    varintField(2, ELEM_TYPE[init.type]),
    string(8, init.name),
    bytes(9, raw),
  ]);
}

function valueInfo(info: ValueInfo): Buffer {
  const dims = info.shape.map((dim) =>
    message(1, typeof dim === 'number' ? varintField(1, dim) : string(2, dim)),
  );
  const tensorType = Buffer.concat([
    varintField(1, ELEM_TYPE[info.type]),
    message(2, Buffer.concat(dims)),
  ]);
  return Buffer.concat([string(1, info.name), message(2, message(1, tensorType))]);
}

// Protobuf wire format: a key (field number and wire type) before every value.

function varint(value: number): Buffer {
  // Negative int64 values take ten bytes in two's complement.
  let rest = BigInt.asUintN(64, BigInt(value));
  const out: number[] = [];
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    out.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return Buffer.from(out);
}

function varintField(field: number, value: number): Buffer {
  return Buffer.concat([varint(field << 3), varint(value)]);
}

function bytes(field: number, value: Buffer): Buffer {
  return Buffer.concat([varint((field << 3) | 2), varint(value.length), value]);
}

function string(field: number, value: string): Buffer {
  return bytes(field, Buffer.from(value, 'utf8'));
}

function message(field: number, body: Buffer): Buffer {
  return bytes(field, body);
}
