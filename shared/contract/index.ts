// The API contract: paths, request params, response data and result codes, as TypeBox schemas
// (runtime validation on the server) and their static types (the client).
export * as codes from './codes';
export * from './envelope';
export * from './paths';
export * from './sys';
export * from './user';
export * from './login';
export * from './recharge';
export * from './room';
export * from './fine';
export * from './finePay';
export * from './rechargeRecord';
export * from './verify';
export * from './card';
export * from './order';
export * from './applePay';
export * from './feedback';
export * from './attempt';
export * from './sandbox';
export * from './testFaults';
export * from './testMode';
export * from './securityReport';
