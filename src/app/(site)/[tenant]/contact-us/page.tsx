export { default, metadata } from '../contact/page'
