declare module 'virtual:vehicle-names/*' {
  const names: import('#shared/reference/vehicle-names').VehicleNames;
  export default names;
}
