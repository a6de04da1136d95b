import MotionRuntime
import XCTest

/// `Property(rawValue:)` is written out (by length and first and last byte), so it is held to
/// the names as the spec lists them.
final class PropertyNameTests: XCTestCase {
  func testEveryNameFindsItsProperty() {
    let names = [
      "moveX", "moveY", "scaleX", "scaleY", "rotate", "opacity", "color", "background", "width",
      "height", "cornerRadius", "blur",
    ]
    XCTAssertEqual(names.compactMap(Property.init(rawValue:)), Property.allCases)
    for property in Property.allCases {
      XCTAssertEqual(Property(rawValue: property.rawValue), property)
    }
  }

  func testNearMissesFindNothing() {
    let nearMisses = [
      "", "m", "moveZ", "movex", "MoveX", "mover", "scaleZ", "scalex", "rotatE", "opacitY",
      "colour", "colr", "Color", "backgroune", "widtH", "heigth", "cornerradius", "blurs", "blue",
      "scale", "moveX ", " moveX", "mxxxX", "sxxxxX", "rxxxxx", "oxxxxxx", "cxxxx", "bxxxxxxxxx",
      "wxxxx", "hxxxxx", "cxxxxxxxxxxx", "bxxx", "movéX", "moveXY",
    ]
    for name in nearMisses {
      XCTAssertNil(Property(rawValue: name), name)
    }
  }
}
